import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { parseContactParent } from './contact-parent';

const parse = (query: string) => parseContactParent(new URLSearchParams(query));

describe('the parent of a new contact person', () => {
  it('reads the one parent in the link', () => {
    expect(parse('leadId=01L')).toEqual({ kind: 'lead', id: '01L' });
    expect(parse('supplierId=01S')).toEqual({ kind: 'supplier', id: '01S' });
    const href = paths.contactPeople.create.getHref({ kind: 'customer', id: '01C' });
    expect(parse(href.split('?')[1] ?? '')).toEqual({ kind: 'customer', id: '01C' });
  });

  it('refuses a link without a parent or with two', () => {
    expect(parse('')).toBeNull();
    expect(parse('leadId=')).toBeNull();
    expect(parse('leadId=a&customerId=b')).toBeNull();
  });
});
