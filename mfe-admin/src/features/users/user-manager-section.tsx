import { Route, Routes } from '@lrp/shared';
import { UserListPage } from './user-list-page';

/** /userManager and what lies below it. */
export default function UserManagerSection() {
  return (
    <Routes>
      <Route index element={<UserListPage />} />
    </Routes>
  );
}
