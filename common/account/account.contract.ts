import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { SearchTab, UserRole } from '../domain/roles.ts';

export const accountPaths = {
  login: '/management/login',
  logout: '/management/logout',
  session: '/management/session',
  language: '/management/api/account/language',
  organisation: '/management/api/account/organisation',
  member: (userId: number | string) => `/management/api/account/members/${userId}`,
  /** PUT {aiChatQuota}: an admin sets a member's monthly AI chat questions (null: the default). */
  memberChatQuota: (userId: number | string) => `/management/api/account/members/${userId}/ai-chat-quota`,
} as const;

export const Language = z.enum(LOCALES);
export type Language = z.infer<typeof Language>;

export const LoginRequest = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email({ message: 'Enter a valid email address.' })),
  password: z.string().min(1, 'Enter your password.').max(1024),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LanguageChangeRequest = z.object({ language: Language });
export type LanguageChangeRequest = z.infer<typeof LanguageChangeRequest>;

/** The user profile the page variables and `GET /management/session` carry (search-area.md §3). */
export const UserProfile = z.object({
  subId: z.number().int(),
  searchTabs: z.array(SearchTab),
  perms: z.object({ isPowerUser: z.boolean(), isAdmin: z.boolean(), isOperator: z.boolean() }),
  isLiteSubscription: z.boolean(),
  nonce: z.string(),
  language: Language,
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** logoName: the organisation's stored logo (the header shows it), null when it has none. */
  organisation: z.object({ id: z.number().int(), name: z.string(), logoName: z.string().nullable() }),
  subscriptionName: z.string(),
});
export type UserProfile = z.infer<typeof UserProfile>;

export const SubscriptionSummary = z.object({
  subId: z.number().int(),
  name: z.string(),
  isLite: z.boolean(),
  startsOn: z.string(),
  endsOn: z.string(),
  seatCount: z.number().int(),
  seatsUsed: z.number().int(),
  aiChatQuota: z.number().int(),
  aiCompareQuota: z.number().int(),
  legislationAddOn: z.boolean(),
  euLawAddOn: z.boolean(),
  datasets: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummary>;

export const OrganisationMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(UserRole),
  subId: z.number().int(),
  language: Language,
  lastLoginAt: z.string().nullable(),
  /** The member's monthly AI chat questions: their own setting, or the product's default when null. */
  aiChatQuota: z.number().int().nullable(),
  aiChatQuotaDefault: z.number().int(),
  actions: z.object({ setChatQuota: z.boolean() }),
});
export type OrganisationMember = z.infer<typeof OrganisationMember>;

export const MEMBER_CHAT_QUOTA_MAX = 100_000;
export const MemberChatQuotaRequest = z.strictObject({
  aiChatQuota: z.number().int().min(0, 'At least 0.').max(MEMBER_CHAT_QUOTA_MAX, `At most ${MEMBER_CHAT_QUOTA_MAX}.`).nullable(),
});
export type MemberChatQuotaRequest = z.infer<typeof MemberChatQuotaRequest>;

export const OrganisationOverview = z.object({
  organisation: z.object({ id: z.number().int(), name: z.string() }),
  subscriptions: z.array(SubscriptionSummary),
  members: z.array(OrganisationMember),
});
export type OrganisationOverview = z.infer<typeof OrganisationOverview>;
