import { useSession } from '../../api/AdminApiContext';
import { VendorDashboard } from '../dashboard/VendorDashboard';
import { AdminHome } from './AdminHome';

/** Spec §2 '/': the admin's home page or the vendor's dashboard (the layout keeps others out). */
export const HomePage = () => {
  const { user } = useSession();
  return user?.role === 'VENDOR' ? <VendorDashboard /> : <AdminHome />;
};
