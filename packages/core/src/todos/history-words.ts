import { defineHistoryWords } from '../catalogue/history-words.ts';

/** How a todo's entries read (catalogue: catalogue.ts). */
export const todoHistoryWords = defineHistoryWords({
  noun: 'Todo',
  // The linked record's id is named by linkLabel; origin says which automation made the todo.
  hidden: ['linkId', 'origin'],
});
