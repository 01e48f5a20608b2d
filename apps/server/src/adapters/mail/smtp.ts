import nodemailer from 'nodemailer';
import type { MailTransport } from './transport';

/** Delivers through an SMTP server named by a URL such as smtps://user:pass@smtp.example.com:465. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      return 'sent';
    },
    close: () => transporter.close(),
  };
}
