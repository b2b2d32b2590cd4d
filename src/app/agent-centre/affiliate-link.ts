/**
 * The agent's affiliate link. Registration takes the affiliate code from
 * the address it opens on (register-flow.tsx: the /register page validates
 * `affiliateCode`, the popup reads it from the current address), so the
 * link opens the registration page with the code, which a visitor can
 * always complete, like the member's invite link (`/register?referralCode=`).
 */
export const affiliateLinkOf = (origin: string, affiliateCode: string): string => `${origin.replace(/\/+$/, '')}/register?affiliateCode=${encodeURIComponent(affiliateCode)}`;
