// docs/product.md, Validation and messages: full-name split. 2 words → name + last name; 3 → first two + third; 4 → first two + last two;
// any other count → the whole text for both.
export function splitFullName(fullName: string): { name: string; lastName: string } {
  const text = fullName.trim().replace(/\s+/g, ' ')
  const words = text === '' ? [] : text.split(' ')
  switch (words.length) {
    case 2:
      return { name: words[0]!, lastName: words[1]! }
    case 3:
      return { name: `${words[0]} ${words[1]}`, lastName: words[2]! }
    case 4:
      return { name: `${words[0]} ${words[1]}`, lastName: `${words[2]} ${words[3]}` }
    default:
      return { name: text, lastName: text }
  }
}

/** docs/product.md, Numbers and limits: text truncation appends three dots. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max)).trimEnd()}...`
}
