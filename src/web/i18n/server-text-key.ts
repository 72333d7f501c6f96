/**
 * "Admin user added" → "adminUserAdded": where a text the server stores in English has its
 * translations (`admin.server.<key>`), for the back office's screens and the server's staff texts alike.
 */
export const serverTextKey = (text: string): string =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join("");
