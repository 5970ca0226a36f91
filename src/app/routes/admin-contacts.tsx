import { ContactsPage } from "~/features/admin/contacts-page";

export const meta = () => [{ title: "Contacts | Admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <ContactsPage />;
}
