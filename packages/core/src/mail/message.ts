export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links in the message, for the local outbox's console line and for tests. */
  links: string[];
}

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}
