import { api, revalidateApi, showToast } from '@site/shared/api';
import type { InviteCreated, PersonSummary } from '@site/shared/people';
import type { Role } from '@site/shared/permissions';
import type { TicketDepartment } from '@site/shared/tickets';

/** The people screen's writes. Errors show as the API's translated toast (self-demotion, for one). */
export const STAFF_KEY = '/admin/people/staff';

export const peopleApi = {
  invite: (body: { email: string; fullName: string; role: Role; departments: TicketDepartment[] }) => api.post<InviteCreated>('/admin/people/invites', body),
  setRole: (id: string, role: Role) => api.put<PersonSummary>(`/admin/people/${id}/role`, { role }),
  setDepartments: (id: string, departments: TicketDepartment[]) => api.put<PersonSummary>(`/admin/people/${id}/departments`, { departments }),
  act: (id: string, action: 'deactivate' | 'reactivate' | 'lock' | 'unlock' | 'two-factor/reset') => api.post<PersonSummary>(`/admin/people/${id}/${action}`),
  revokeSession: (id: string, sessionId: string) => api.delete<void>(`/admin/people/${id}/sessions/${sessionId}`),
};

/** Reloads the staff list after a change. */
export const reloadStaff = () => revalidateApi(STAFF_KEY);

/** Runs a write, then says it worked and reloads the lists (a refusal is the API client's translated toast). */
export async function saved(write: () => Promise<unknown>, message: string): Promise<void> {
  try {
    await write();
    showToast((toast) => toast.success(message));
    await Promise.all([reloadStaff(), revalidateApi('/admin/people/clients')]);
  } catch {
    // Shown by the API client.
  }
}
