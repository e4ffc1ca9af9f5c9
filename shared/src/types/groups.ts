export interface GroupSummary {
  id: string;
  name: string;
  type: string;
  categories: string[];
  location: string;
  speciality: string;
  rating: number;
  membersCount: number;
  status: 'open' | 'closed';
  createdAt: string;
  image: string;
}
