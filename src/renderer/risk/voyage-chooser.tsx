import { useOpenVoyage } from '../route/open-voyage';
import { useSavedVoyages } from '../state/saved-voyages';

/** With no voyage open, the saved ones to open here (the route tab does the same and more). */
export function VoyageChooser() {
  const { open, problem } = useOpenVoyage();
  const voyages = useSavedVoyages();
  if (voyages.status === 'failed') return <p className="risk-problem">Saved voyages could not be listed: {voyages.error.message}</p>;
  const list = voyages.value ?? [];
  return (
    <div className="voyage-chooser">
      <p className="risk-note">{list.length === 0 ? 'No saved voyages: plan one in the route tab.' : 'Open a voyage to see how close each storm comes:'}</p>
      <ul>
        {list.map((each) => (
          <li key={each.id}>
            <button type="button" onClick={() => void open(each.id)}>
              {each.name}
            </button>
          </li>
        ))}
      </ul>
      {problem !== null && <p className="risk-problem">{problem}</p>}
    </div>
  );
}
