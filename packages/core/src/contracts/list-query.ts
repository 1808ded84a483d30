import * as z from 'zod';
import { optionalDate } from '../validation/optional.ts';
import { contractStatuses } from './schema.ts';

/**
 * The query of the contracts list (`GET /api/contracts?status=…&noticeFrom=…`): the list route and
 * the export of that list both read it, so an export is exactly the view. Browser-safe: the list
 * screen keeps the same names in its URL.
 */
/**
 * The columns sorted through sort items (decision 054), by the attribute each sorts on: a party's,
 * type's or owner's name, the status in its order, Einddatum and Waarde.
 */
export const contractSortItemFields = [
  'customerName',
  'supplierName',
  'typeName',
  'status',
  'periodEnd',
  'value',
  'ownerName',
] as const;
export type ContractSortItemField = (typeof contractSortItemFields)[number];

/** Opzeggen vóór, number and title are served by the record's own list keys (decision 027). */
export const contractSorts = ['noticeBy', 'number', 'title', ...contractSortItemFields] as const;

export function isContractSortItemField(sort: string): sort is ContractSortItemField {
  return (contractSortItemFields as readonly string[]).includes(sort);
}

/** An "opzeggen vóór" range that ends before it starts (the list screen says it before asking). */
export const NOTICE_RANGE_MESSAGE = 'De einddatum ligt voor de begindatum.';
export type ContractSort = (typeof contractSorts)[number];

export const contractListQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    status: z.enum(contractStatuses).optional(),
    typeId: z.string().max(40).optional(),
    customerId: z.string().max(40).optional(),
    supplierId: z.string().max(40).optional(),
    ownerId: z.string().max(40).optional(),
    /** "Opzeggen vóór tussen": both ends inclusive, either may be left open. */
    noticeFrom: optionalDate(),
    noticeTo: optionalDate(),
    sort: z.enum(contractSorts).default('noticeBy'),
    order: z.enum(['asc', 'desc']).default('asc'),
    cursor: z.string().max(2000).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((query) => !query.noticeFrom || !query.noticeTo || query.noticeFrom <= query.noticeTo, {
    path: ['noticeTo'],
    message: NOTICE_RANGE_MESSAGE,
  });
export type ContractListQuery = z.output<typeof contractListQuerySchema>;
