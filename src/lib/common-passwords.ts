// Issue 5: "minimum 8 characters, no composition rules, common passwords refused" (NIST SP 800-63B §5.1.1.2).
// The most used passwords of 8+ characters from public breach corpora, plus the obvious local ones
// (Spanish words, the shop's own name). Kept short on purpose: it ships to the browser with the forms.
const COMMON = [
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '00000000', '87654321',
  '11223344', '12341234', '99999999', '88888888', '55555555', '12121212', '123qweasd', '1q2w3e4r', '1q2w3e4r5t',
  'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty12', 'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'password', 'password1',
  'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'iloveyou', 'iloveyou1', 'sunshine', 'princess',
  'football', 'baseball', 'welcome1', 'welcome123', 'superman', 'trustno1', 'whatever', 'starwars', 'computer',
  'michelle', 'jennifer', 'corvette', 'mercedes', 'charlie1', 'abcd1234', 'abc12345', 'abcdefgh', 'aa123456',
  'qazwsxedc', 'letmein1', 'admin123', 'administrator', 'changeme', 'master12', 'dragon12', 'monkey12',
  'contraseña', 'contrasena', 'contrasena1', 'contraseña1', 'contrasena123', 'teamo123', 'tequiero', 'chile123',
  'santiago', 'colocolo', 'universidad', 'futbol123', 'holahola', 'hola1234', 'hola12345', 'mariposa', 'estrella',
  'princesa', 'corazon1', 'pokemon1', 'vinoteca', 'vinoteca1', 'vinoteca123', 'vinotecaandes', 'carmenere',
]

const SET = new Set(COMMON)

/** True for a password that appears in the list, ignoring case and surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  return SET.has(password.trim().toLowerCase())
}
