// The staff's reads of business accounts (issue 24), one key and address each: the accounts pages and the New booking
// form's account route share what either has fetched.
export const accountsKey = (status: string) => ["admin", "organisations", status];
export const accountKey = (id: string) => ["admin", "organisation", id];
export const accountPath = (id: string) => `/api/admin/organisations/${id}`;
