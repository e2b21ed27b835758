/** What /not-found and every page whose item does not exist (a read answered 404) show. */
export const NOT_FOUND_TITLE = 'Not found';

export function NotFoundContent() {
  return (
    <>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p className="lead">We were unable to find the requested page.</p>
    </>
  );
}
