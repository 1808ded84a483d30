/**
 * Why a link can no longer be used, and what the outsider is told. Browser-safe: the API answers
 * these messages (410, with `problem`) and the SPA's link pages read the same catalogue.
 */
export const linkProblems = ['invalid', 'expired', 'used', 'revoked'] as const;
export type LinkProblem = (typeof linkProblems)[number];

export const linkProblemMessages: Record<LinkProblem, string> = {
  invalid: 'Deze link is ongeldig. Controleer of je de volledige link uit de e-mail hebt gebruikt.',
  expired: 'Deze link is verlopen.',
  used: 'Deze link is al gebruikt.',
  revoked: 'Deze link is ingetrokken.',
};

/** Another request is acting on the same link right now (409: try again, the link may still work). */
export const linkBusyMessage =
  'Deze link wordt op dit moment al gebruikt. Probeer het over een minuut opnieuw.';

/** The problem an API message stands for (the SPA's client keeps the message, not the body). */
export function problemOfMessage(message: string): LinkProblem | null {
  return linkProblems.find((problem) => linkProblemMessages[problem] === message) ?? null;
}
