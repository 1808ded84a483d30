import type { Actor } from '../db/actor.ts';
import { ledgerPut, ledgerState, onceOnly } from '../db/ledger.ts';
import { ConflictError } from '../errors.ts';
import type { MailMessage } from '../mail/message.ts';
import { sendMail } from '../mail/send.ts';
import { addDays, dutchToday } from '../nl/date.ts';
import type { TodoInput } from '../todos/schema.ts';
import { createTodo } from '../todos/service.ts';
import { allUsers, getUser, isActiveAdmin } from '../users/repository.ts';
import type { UserItem } from '../users/schema.ts';

/**
 * What follows an outsider's submission, for supplier requests and onboarding alike (decisions 047
 * and 052): a review todo for the owner and a notice mail to them, each once per submission (the
 * ledger, keyed by the submission's time), whoever calls and however often.
 */

/** Days the owner has for a review before the todo is overdue. */
export const REVIEW_DAYS = 5;

/** The first active user of the candidates, else the first active Beheerder by name: never nobody. */
export async function reviewerOf(candidates: readonly (string | undefined)[]): Promise<UserItem | undefined> {
  for (const id of candidates) {
    if (!id) continue;
    const user = await getUser(id);
    if (user?.active) return user;
  }
  const admins = (await allUsers()).filter(isActiveAdmin);
  return admins.sort((a, b) => a.name.localeCompare(b.name, 'nl'))[0];
}

export interface SubmissionFollowUp {
  /** The owner record's partition (the ledger's entries live there). */
  recordPk: string;
  submittedAt: string;
  reviewer: UserItem;
  /** The todo's title, description and link; deadline, assignee and priority are set here. */
  todo: Pick<TodoInput, 'title' | 'description' | 'link'>;
  origin: string;
  actor: Actor;
  mail: MailMessage;
}

export interface SubmittedOutcome {
  todo: boolean;
  mail: boolean;
}

export async function followUpSubmission(input: SubmissionFollowUp): Promise<SubmittedOutcome> {
  const todoEntry = { recordPk: input.recordPk, period: input.submittedAt, kind: 'review-todo' };
  let todo = false;
  try {
    await createTodo(
      {
        ...input.todo,
        deadline: addDays(dutchToday(new Date(input.submittedAt)), REVIEW_DAYS),
        assigneeId: input.reviewer.id,
        priority: 'hoog',
        done: false,
      },
      input.actor,
      { origin: input.origin, extra: [ledgerPut(todoEntry)] },
    );
    todo = true;
  } catch (error) {
    // The ledger item exists: an earlier call made the todo.
    if (!(error instanceof ConflictError) || !(await ledgerState(todoEntry))) throw error;
  }
  const mail = await onceOnly(
    { recordPk: input.recordPk, period: input.submittedAt, kind: 'review-mail' },
    async () => {
      await sendMail(input.mail);
    },
  );
  return { todo, mail };
}
