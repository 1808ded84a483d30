import { fileMessages } from '@crm/core/files/schema';
import { describe, expect, it } from 'vitest';
import { acceptOf, checkFile, contentTypeOf, kindOf } from './file-check';

const MB = 1024 * 1024;

describe('checking a file in the browser', () => {
  it('takes the type from the name when the browser reports none', () => {
    expect(contentTypeOf('document', { name: 'Lijst.CSV', size: 10, type: '' })).toBe('text/csv');
    expect(contentTypeOf('document', { name: 'a.pdf', size: 10, type: 'application/x-foo' })).toBe(
      'application/x-foo',
    );
  });

  it('sends images to the images and everything else to the documents', () => {
    expect(kindOf({ name: 'foto.JPG', size: 1, type: '' })).toBe('image');
    expect(kindOf({ name: 'foto.png', size: 1, type: 'image/png' })).toBe('image');
    expect(kindOf({ name: 'offerte.pdf', size: 1, type: 'application/pdf' })).toBe('document');
    expect(kindOf({ name: 'setup.exe', size: 1, type: 'application/x-msdownload' })).toBe('document');
  });

  it('refuses a file too large with the seed message, and a wrong type with the Dutch type message', () => {
    expect(checkFile('document', { name: 'groot.pdf', size: 25 * MB, type: 'application/pdf' })).toBe(
      fileMessages.size,
    );
    expect(checkFile('document', { name: 'leeg.pdf', size: 0, type: 'application/pdf' })).toBe(
      fileMessages.size,
    );
    expect(checkFile('image', { name: 'foto.png', size: 11 * MB, type: 'image/png' })).toBe(
      fileMessages.size,
    );
    expect(checkFile('document', { name: 'setup.exe', size: 10, type: '' })).toBe(fileMessages.type.document);
    expect(checkFile('image', { name: 'offerte.pdf', size: 10, type: 'application/pdf' })).toBe(
      fileMessages.type.image,
    );
    expect(checkFile('document', { name: 'offerte.pdf', size: 20 * MB, type: 'application/pdf' })).toBeNull();
  });

  it('lets the file picker offer the types and extensions of a kind', () => {
    expect(acceptOf('image')).toBe('image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp');
  });
});
