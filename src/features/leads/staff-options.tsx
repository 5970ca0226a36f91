/** The options of a "who works the lead" select: nobody, then each staff member by email. */
export function StaffOptions({ staff }: { staff: { _id: string; email: string }[] | undefined }) {
  return (
    <>
      <option value="">Nobody</option>
      {staff?.map((s) => (
        <option key={s._id} value={s._id}>
          {s.email}
        </option>
      ))}
    </>
  );
}
