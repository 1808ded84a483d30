/** Where stored objects live; no key holds a name a user chose. */
export const objectKeys = {
  pending: (id: string) => `pending/${id}`,
  stored: (id: string) => `files/${id}`,
};
