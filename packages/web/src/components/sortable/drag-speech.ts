import type { Active, Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** How the instructions speak of what is dragged: "de afbeelding" and "haar", "de lead" and "hem". */
export type DragNoun = { the: string; it: string };

/** The keys, as the instructions name them (a board picks up with Space alone: Enter opens its menu). */
type DragKeys = { pickUp: string; move: string };

const listKeys: DragKeys = { pickUp: 'spatie of Enter', move: 'de pijltjestoetsen' };

/** What a screen reader hears on a handle before anything is picked up (dnd-kit says it in English). */
export function dragInstructions(noun: DragNoun, keys: DragKeys = listKeys): ScreenReaderInstructions {
  return {
    draggable:
      `Druk op ${keys.pickUp} om ${noun.the} op te pakken. Verplaats ${noun.it} met ${keys.move}, ` +
      `zet ${noun.it} neer met spatie of Enter, of druk op Escape om te annuleren.`,
  };
}

/**
 * How the announcements speak of a drag. `home` is where the dragged item was picked up, `at` where
 * a place is and `to` the way there, each with its preposition ("op positie 2 van 3", "in kolom
 * Nieuw"; "naar positie 2 van 3"), so lists and boards share one set of sentences.
 */
export type DragSpeech = {
  name: (active: Active) => string;
  home: (active: Active) => string;
  at: (id: UniqueIdentifier) => string;
  to: (id: UniqueIdentifier) => string;
};

/** Dutch announcements of picking up, moving, dropping and cancelling (dnd-kit's live region). */
export function dragAnnouncements({ name, home, at, to }: DragSpeech): Announcements {
  return {
    onDragStart: ({ active }) => `${name(active)} opgepakt, ${home(active)}.`,
    onDragOver: ({ active, over }) => {
      if (!over) return `${name(active)} staat nergens.`;
      // Right after the pick-up, and after moving back: the item is over its own place.
      if (at(over.id) === home(active)) return `${name(active)} staat ${at(over.id)}.`;
      return `${name(active)} verplaatst ${to(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${name(active)} neergezet ${at(over.id)}.` : `${name(active)} neergezet op de oude plek.`,
    onDragCancel: ({ active }) => `Verplaatsen geannuleerd. ${name(active)} staat weer ${home(active)}.`,
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The announcements of a sortable list or grid: places are positions ("positie 2 van 3"). */
export function sortAnnouncements<T extends { id: string }>(
  items: readonly T[],
  nameOf: (item: T) => string,
  noun: DragNoun,
): Announcements {
  const position = (id: UniqueIdentifier) =>
    `positie ${items.findIndex((item) => item.id === id) + 1} van ${items.length}`;
  const at = (id: UniqueIdentifier) => `op ${position(id)}`;
  return dragAnnouncements({
    name: (active) => {
      const item = items.find((candidate) => candidate.id === active.id);
      return item ? nameOf(item) : capitalised(noun.the);
    },
    home: (active) => at(active.id),
    at,
    to: (id) => `naar ${position(id)}`,
  });
}
