import { SignedInDevices } from '../../components/signed-in-devices/SignedInDevices.tsx';

/** /staffDevices: the staff member's own signed-in devices, with "sign out" per device (issue 38). */
export function StaffDevicesPage() {
  return (
    <div className="staff-card">
      <SignedInDevices kind="staff" />
    </div>
  );
}
