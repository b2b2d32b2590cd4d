/** Which banner group each route shows (spec §2); paths without a group show no banner. */
export const bannerGroupByPath: Readonly<Record<string, string>> = {
  '/': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/down': 'w_down',
  '/promotions': 'w_promotion',
  '/pointmall': 'w_shop',
  '/help': 'w_help',
  '/register': 'w_reg',
  '/inhouse': 'w_inhouse',
};

export function bannerGroupFor(pathname: string): string | null {
  const normalised = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return bannerGroupByPath[normalised] ?? null;
}

/** The banners of `group`, in the answer's order (none without a group). */
export function bannersOf<B extends { groupName: string }>(banners: readonly B[], group: string | null): B[] {
  return group === null ? [] : banners.filter((banner) => banner.groupName === group);
}

/** The address of the first banner `pathname` shows, if its group has one: the page's largest image. */
export function firstBannerUrl(banners: readonly { groupName: string; url: string }[], pathname: string): string | undefined {
  return bannersOf(banners, bannerGroupFor(pathname))[0]?.url;
}
