/** Routes where the side menu starts closed (spec §2); it is open everywhere else. */
export const menuClosedPaths: readonly string[] = ['/seamless', '/lottery', '/vnlottery', '/sealottery', '/down'];

/** Route paths are matched without regard to case or a trailing slash, like the router does. */
export function isMenuClosedPath(pathname: string): boolean {
  const normalised = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return menuClosedPaths.includes(normalised);
}
