import { Route, Routes } from '@lrp/shared';
import { UserEntryPage } from './user-entry-page';
import { UserListPage } from './user-list-page';
import { UserPasswordPage } from './user-password-page';

/** /userManager and what lies below it. */
export default function UserManagerSection() {
  return (
    <Routes>
      <Route index element={<UserListPage />} />
      <Route path="userPassword/:id" element={<UserPasswordPage />} />
      <Route path=":id" element={<UserEntryPage />} />
    </Routes>
  );
}
