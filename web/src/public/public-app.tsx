export default function PublicApp() {
  return <main>Portfolio</main>;
}
