/** The root of every contracts query key (`['contracts']`), for invalidating all of them at once. */
export const contractsKey = ['contracts'] as const;
export const contractsListKey = [...contractsKey, 'list'] as const;
export const contractDetailKey = (id: string) => [...contractsKey, 'detail', id] as const;
export const contractHistoryKey = (id: string) => [...contractsKey, 'history', id] as const;

/** `/api/contracts`, `/api/contracts/01J…`. */
export function contractApiPath(id?: string): string {
  return id === undefined ? '/api/contracts' : `/api/contracts/${encodeURIComponent(id)}`;
}
