// German mails. Every value that came from a user is escaped for the HTML part.

export interface RenderedMail {
  template: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
  return `<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">${body}<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></body></html>`;
}

export function waitlistAcknowledgement(input: { firstName: string; publicUrl: string }): RenderedMail {
  const paragraphs = [
    `Hallo ${input.firstName},`,
    'vielen Dank für dein Interesse an Baustellen-Protokolle. Du stehst jetzt auf unserer Warteliste.',
    'Wir melden uns, sobald wir dich freigeschaltet haben. Dann kannst du dich mit dieser E-Mail-Adresse registrieren.',
    'Viele Grüße\nDein Team von Baustellen-Protokolle',
  ];
  return {
    template: 'waitlist-acknowledgement',
    subject: 'Du stehst auf der Warteliste – Baustellen-Protokolle',
    text: `${paragraphs.join('\n\n')}\n\n${input.publicUrl}\n`,
    html: layout(paragraphs, { href: input.publicUrl, label: 'Zu Baustellen-Protokolle' }),
  };
}
