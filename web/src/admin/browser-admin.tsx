export default function BrowserAdmin() {
  return <main>Admin</main>;
}
