/**
 * The agent centre lives in the URL like the member centre: `?ac=<page>` on
 * any route opens its overlay above it. Only the shape of a page name is
 * checked here, so the entry chunk carries no list of the centre's pages:
 * the overlay shows its default page for a name it does not know.
 */
export interface AgentSearch {
  ac?: string;
}

export function validateAgentSearch(search: Record<string, unknown>): AgentSearch {
  const page = search.ac;
  return typeof page === 'string' && /^[A-Za-z]{1,40}$/.test(page) ? { ac: page } : {};
}
