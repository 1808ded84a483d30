import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

type Named = { id: string; name: string };

/** What a screen reader hears while an image is picked up with the keyboard (dnd-kit says it in English). */
export const imageSortInstructions: ScreenReaderInstructions = {
  draggable:
    'Druk op spatie of Enter om de afbeelding op te pakken. Verplaats haar met de pijltjestoetsen, ' +
    'zet haar neer met spatie of Enter, of druk op Escape om te annuleren.',
};

/** Dutch announcements of picking up, moving, dropping and cancelling, by position in the row. */
export function imageSortAnnouncements(images: readonly Named[]): Announcements {
  const name = (id: string | number) => images.find((image) => image.id === id)?.name ?? 'De afbeelding';
  const position = (id: string | number) =>
    `positie ${images.findIndex((image) => image.id === id) + 1} van ${images.length}`;
  return {
    onDragStart: ({ active }) => `${name(active.id)} opgepakt, op ${position(active.id)}.`,
    onDragOver: ({ active, over }) => {
      if (!over) return `${name(active.id)} staat nergens.`;
      // Right after the pick-up, and after moving back: the image is over its own place.
      if (over.id === active.id) return `${name(active.id)} staat op ${position(over.id)}.`;
      return `${name(active.id)} verplaatst naar ${position(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} neergezet op ${position(over.id)}.`
        : `${name(active.id)} neergezet op de oude plek.`,
    onDragCancel: ({ active }) =>
      `Verplaatsen geannuleerd. ${name(active.id)} staat weer op ${position(active.id)}.`,
  };
}
