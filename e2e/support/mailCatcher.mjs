// A minimal SMTP server for the end-to-end tests: the app server sends its mail here (SMTP_URL),
// and tests read the links of the mails sent to an address from GET /mail?to=<address>.
// Plain SMTP without TLS or auth, enough for nodemailer; nothing leaves the machine.
import http from 'node:http';
import net from 'node:net';

const SMTP_PORT = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 2526);
const HTTP_PORT = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 3126);

/** @type {{ to: string[]; subject: string; links: string[] }[]} */
const mails = [];

/** Undoes quoted-printable soft breaks and escapes, enough to read the links of a message. */
function decodeQuotedPrintable(text) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

function parseMessage(to, raw) {
  const decoded = decodeQuotedPrintable(raw);
  const subject = /^Subject: (.*)$/im.exec(decoded)?.[1] ?? '';
  const links = [...new Set(decoded.match(/https?:\/\/[^\s"'<>]+/g) ?? [])].map((l) =>
    l.replace(/&amp;/g, '&'),
  );
  return { to, subject, links };
}

net
  .createServer((socket) => {
    let to = [];
    let buffer = '';
    let inData = false;
    const reply = (line) => socket.write(`${line}\r\n`);
    reply('220 relata-e2e mail catcher');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          mails.unshift(parseMessage(to, buffer.slice(0, end).replace(/^\.\./gm, '.')));
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          reply('250 OK: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 relata-e2e');
        else if (command === 'MAIL') reply('250 OK');
        else if (command === 'RCPT') {
          const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
          to.push(address.toLowerCase());
          reply('250 OK');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (command === 'RSET' || command === 'NOOP') reply('250 OK');
        else reply('502 Command not implemented');
      }
    });
    socket.on('error', () => socket.destroy());
  })
  .listen(SMTP_PORT, '127.0.0.1');

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${HTTP_PORT}`);
    const address = url.searchParams.get('to')?.toLowerCase();
    const found = address ? mails.filter((m) => m.to.includes(address)) : mails;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ mails: url.pathname === '/mail' ? found : [] }));
  })
  .listen(HTTP_PORT, '127.0.0.1');
