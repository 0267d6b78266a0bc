/** Schema-valid sample data shared by tests and stories. */
export const backgroundsFixture = [
  { id: 'rasen', label: 'Rasen', imageUrl: '/assets/images/components/stages/rasen.svg' },
  {
    id: 'flutlicht',
    label: 'Flutlicht',
    imageUrl: '/assets/images/components/stages/flutlicht.svg',
  },
  { id: 'tribuene', label: 'Tribüne', imageUrl: '/assets/images/components/stages/tribuene.svg' },
];
