/** The texts of what the provider "sends": e-mails with their links, and text messages. */

export interface Mail {
  subject: string;
  text: string;
}

const footer = (project: string) =>
  `\n\nIf you did not ask for this, you can ignore this e-mail.\n— ${project} (sent by the simulated identity provider)`;

export const loginMail = (project: string, org: string, link: string, signup: boolean): Mail => ({
  subject: signup ? `Finish signing up to ${org}` : `Your login link for ${org}`,
  text: `${signup ? `Welcome to ${org}! Confirm your e-mail address` : `Log in to ${org}`} with this link (valid for an hour):\n\n${link}${footer(project)}`,
});

export const discoveryMail = (project: string, link: string): Mail => ({
  subject: `Your ${project} login link`,
  text: `Continue to ${project} with this link (valid for an hour); you will then pick or create an organization:\n\n${link}${footer(project)}`,
});

export const inviteMail = (project: string, org: string, link: string): Mail => ({
  subject: `You have been invited to ${org}`,
  text: `You have been invited to join ${org} on ${project}. Accept the invitation with this link:\n\n${link}${footer(project)}`,
});

export const codeMail = (project: string, where: string, code: string, minutes: number): Mail => ({
  subject: `Your ${where} passcode: ${code}`,
  text: `Your one-time passcode for ${where} is:\n\n${code}\n\nIt expires in ${minutes} minutes.${footer(project)}`,
});

export const resetMail = (project: string, where: string, link: string, minutes: number): Mail => ({
  subject: `Reset your ${where} password`,
  text: `Set a new password for ${where} with this link (valid for ${minutes} minutes):\n\n${link}${footer(project)}`,
});

export const smsText = (org: string, code: string, minutes: number) =>
  `${code} is your ${org} verification code. It expires in ${minutes} minutes.`;
