// The licence list's address (/admin/licenses?zoek=…): the route's loader and the screen read the search from it.
// Its own small module so the route table (web/routes/admin.tsx) does not pull the screen into the first load.
export const SEARCH_PARAM = 'zoek';

/** The search of an address, as the list's query takes it. */
export const licensesVariables = (params: URLSearchParams) => ({ search: params.get(SEARCH_PARAM)?.trim() || null });
