// What `npm start` prints before it serves: the addresses at the port it will actually listen on.

/** The port `npm start` serves: PORT when it is a valid port number, else 3000. */
export function startPort(env = process.env) {
  const port = Number(env.PORT)
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : 3000
}

/** The banner's lines for the shop served at `port`, with the development staff accounts. */
export function startBanner(port, staff) {
  const origin = `http://localhost:${port}`
  return [
    '',
    `  Vinoteca Andes → ${origin}`,
    `  Back-office   → ${origin}/gestion (development accounts)`,
    ...staff.map((s) => `    ${s.role.padEnd(5)}  ${s.email}  ${s.password}`),
    '',
  ]
}
