/**
 * A local SMTP server for the browser tests: the e2e server sends its emails here (SMTP_URL), and a
 * spec reads what arrived at http://127.0.0.1:E2E_SMTP_HTTP_PORT/messages (raw messages, oldest
 * first). Started by playwright.config.ts before the app; nothing leaves the machine.
 */
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

const received: { to: string[]; raw: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
      callback();
    });
  },
});
smtp.listen(Number(process.env.E2E_SMTP_PORT), "127.0.0.1");

createServer((request, response) => {
  response.setHeader("content-type", "application/json");
  response.end(request.url === "/messages" ? JSON.stringify(received) : "{}");
}).listen(Number(process.env.E2E_SMTP_HTTP_PORT), "127.0.0.1");
