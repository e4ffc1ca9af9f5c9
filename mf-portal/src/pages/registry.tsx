import type { ComponentType } from 'react';
import type { RouteIdOf } from '@site/shared/routes';
import { ForgotPasswordPage } from '../features/forgot-password/components/forgot-password-page';
import { LoginPage } from '../features/login/components/login-page';
import { NewPasswordPage } from '../features/new-password/components/new-password-page';
import { RegisterPage } from '../features/register/components/register-page';
import { InboxPage } from '../features/inbox/components/inbox-page';
import { OtpPage } from '../features/otp/components/otp-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { ReportsPage } from '../features/reports/components/reports-page';
import { NewTicketPage } from '../features/tickets/components/new-ticket-page';
import { TicketDetailsPage } from '../features/tickets/components/ticket-details-page';
import { TicketsPage } from '../features/tickets/components/tickets-page';

/** Route id (from @site/shared/routes) -> page: the routes combine the features here. */
export const PAGES = {
  login: LoginPage,
  register: RegisterPage,
  otp: OtpPage,
  'forgot-password': ForgotPasswordPage,
  'new-password': NewPasswordPage,
  profile: ProfilePage,
  tickets: TicketsPage,
  'ticket-new': NewTicketPage,
  'ticket-reports': ReportsPage,
  'ticket-details': TicketDetailsPage,
  inbox: InboxPage,
} satisfies Record<RouteIdOf<'mf-portal'>, ComponentType>;
