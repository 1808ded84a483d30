import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { dragAnnouncements, dragInstructions, sortAnnouncements } from './drag-speech';

const images = [
  { id: 'a', name: 'gevel.png' },
  { id: 'b', name: 'hal.jpg' },
  { id: 'c', name: 'dak.webp' },
];
const image = { the: 'de afbeelding', it: 'haar' };
const active = { id: 'a' } as Active;
const over = (id: string) => ({ id }) as Over;

describe('Dutch announcements while sorting images', () => {
  const say = sortAnnouncements(images, (item) => item.name, image);

  it('names the image and its position', () => {
    expect(say.onDragStart({ active })).toBe('gevel.png opgepakt, op positie 1 van 3.');
    expect(say.onDragOver({ active, over: over('c') })).toBe('gevel.png verplaatst naar positie 3 van 3.');
    expect(say.onDragOver({ active, over: over('a') })).toBe('gevel.png staat op positie 1 van 3.');
    expect(say.onDragEnd({ active, over: over('b') })).toBe('gevel.png neergezet op positie 2 van 3.');
    expect(say.onDragCancel({ active, over: null })).toBe(
      'Verplaatsen geannuleerd. gevel.png staat weer op positie 1 van 3.',
    );
  });

  it('says so when the image is over no place', () => {
    expect(say.onDragOver({ active, over: null })).toBe('gevel.png staat nergens.');
    expect(say.onDragEnd({ active, over: null })).toBe('gevel.png neergezet op de oude plek.');
  });

  it('falls back to the noun for an item it does not know', () => {
    expect(say.onDragOver({ active: { id: 'x' } as Active, over: null })).toBe(
      'De afbeelding staat nergens.',
    );
  });
});

describe('Dutch keyboard instructions', () => {
  it('speaks of the caller’s item, with the keys of a list by default', () => {
    expect(dragInstructions(image).draggable).toBe(
      'Druk op spatie of Enter om de afbeelding op te pakken. Verplaats haar met de pijltjestoetsen, ' +
        'zet haar neer met spatie of Enter, of druk op Escape om te annuleren.',
    );
    expect(
      dragInstructions({ the: 'de lead', it: 'hem' }, { pickUp: 'spatie', move: 'pijl links en rechts' })
        .draggable,
    ).toBe(
      'Druk op spatie om de lead op te pakken. Verplaats hem met pijl links en rechts, ' +
        'zet hem neer met spatie of Enter, of druk op Escape om te annuleren.',
    );
  });
});

describe('Dutch announcements between places that are not positions', () => {
  const columns: Record<string, string> = { nieuw: 'Nieuw', gekwalificeerd: 'Gekwalificeerd' };
  const say = dragAnnouncements({
    name: () => 'Bakkerij Jansen',
    home: () => 'in kolom Nieuw',
    at: (id) => `in kolom ${columns[String(id)]}`,
    to: (id) => `naar kolom ${columns[String(id)]}`,
  });

  it('says where the item is, goes and lands', () => {
    expect(say.onDragStart({ active })).toBe('Bakkerij Jansen opgepakt, in kolom Nieuw.');
    expect(say.onDragOver({ active, over: over('nieuw') })).toBe('Bakkerij Jansen staat in kolom Nieuw.');
    expect(say.onDragOver({ active, over: over('gekwalificeerd') })).toBe(
      'Bakkerij Jansen verplaatst naar kolom Gekwalificeerd.',
    );
    expect(say.onDragEnd({ active, over: over('gekwalificeerd') })).toBe(
      'Bakkerij Jansen neergezet in kolom Gekwalificeerd.',
    );
    expect(say.onDragCancel({ active, over: null })).toBe(
      'Verplaatsen geannuleerd. Bakkerij Jansen staat weer in kolom Nieuw.',
    );
  });
});
