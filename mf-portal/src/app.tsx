import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useParams } from 'react-router';
import { isLocale } from '@site/shared/routes';
import './i18n';
import './styles.css';
import { LoginPage } from './features/auth/components/login-page';
import { RegisterPage } from './features/auth/components/register-page';
import { ForgotPasswordPage } from './features/auth/components/forgot-password-page';
import { NewPasswordPage } from './features/auth/components/new-password-page';
import { OtpPage } from './features/otp/components/otp-page';
import { ProfilePage } from './features/profile/components/profile-page';
import { TicketsPage } from './features/tickets/components/tickets-page';
import { TicketDetailsPage } from './features/tickets/components/ticket-details-page';

/** Renders only under /ar or /en; other prefixes belong to nobody (the shell shows 404). */
function Localized({ children }: { children: ReactNode }) {
  const { lang } = useParams();
  return isLocale(lang) ? <div className="pt-root">{children}</div> : null;
}

const pages: Array<[string, ReactNode]> = [
  ['login', <LoginPage />],
  ['register', <RegisterPage />],
  ['otp', <OtpPage />],
  ['forgot-password', <ForgotPasswordPage />],
  ['new-password', <NewPasswordPage />],
  ['profile', <ProfilePage />],
  ['tickets', <TicketsPage />],
  ['tickets/:id', <TicketDetailsPage />],
];

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        {pages.map(([path, element]) => (
          <Route key={path} path={`/:lang/${path}`} element={<Localized>{element}</Localized>} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
