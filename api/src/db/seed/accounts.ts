import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { accounts } from '../schema/index.js';
import { findAccountByEmail } from '../../services/accounts/repository.js';
import { hashPassword } from '../../services/security/password.js';

/** The demo accounts from the team contract; phone and email already verified so they can log in directly. */
export const DEMO_ACCOUNTS = [
  {
    fullName: 'Sara Al-Harbi',
    accountName: 'demo',
    email: 'demo@example.com',
    phone: '+966500000001',
    password: 'Demo@12345',
    role: 'client' as const,
    gender: 'female' as const,
    birthDate: '1992-04-18',
    area: 'Riyadh',
  },
  {
    fullName: 'Omar Al-Qahtani',
    accountName: 'agent',
    email: 'agent@example.com',
    phone: '+966500000002',
    password: 'Agent@12345',
    role: 'agent' as const,
    gender: 'male' as const,
    birthDate: '1988-11-02',
    area: 'Jeddah',
  },
  {
    fullName: 'Lama Al-Ghamdi',
    accountName: 'agent2',
    email: 'agent2@example.com',
    phone: '+966500000010',
    password: 'Agent2@12345',
    role: 'agent' as const,
    gender: 'female' as const,
    birthDate: '1991-06-09',
    area: 'Dammam',
  },
  {
    fullName: 'Hind Al-Mutairi',
    accountName: 'manager',
    email: 'manager@example.com',
    phone: '+966500000003',
    password: 'Manager@12345',
    role: 'manager' as const,
    gender: 'female' as const,
    birthDate: '1990-02-11',
    area: 'Riyadh',
  },
  {
    fullName: 'Faisal Al-Otaibi',
    accountName: 'admin',
    email: 'admin@example.com',
    phone: '+966500000020',
    password: 'Admin@12345',
    role: 'admin' as const,
    gender: 'male' as const,
    birthDate: '1985-09-23',
    area: 'Riyadh',
  },
  {
    fullName: 'Noura Al-Shehri',
    accountName: 'editor',
    email: 'editor@example.com',
    phone: '+966500000021',
    password: 'Editor@12345',
    role: 'editor' as const,
    gender: 'female' as const,
    birthDate: '1994-01-30',
    area: 'Jeddah',
  },
];

export async function seedAccounts(db: Db): Promise<void> {
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await findAccountByEmail(db, demo.email);
    if (existing) {
      // Demo accounts seeded before email verification existed get their address verified too.
      if (!existing.emailVerifiedAt) await db.update(accounts).set({ emailVerifiedAt: new Date() }).where(eq(accounts.id, existing.id));
      continue;
    }
    const { password, ...fields } = demo;
    await db
      .insert(accounts)
      .values({
        ...fields,
        country: 'SA',
        userType: 'individual',
        acceptTerms: true,
        phoneVerified: true,
        emailVerifiedAt: new Date(),
        passwordHash: await hashPassword(password),
        lastPasswordChangeAt: new Date(),
      })
      .onConflictDoNothing();
  }
}
