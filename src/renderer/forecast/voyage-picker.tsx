import { useOpenVoyage } from '../route/open-voyage';
import { SavedVoyagePicker } from '../route/saved-voyage-picker';

/** With no voyage open, the forecast tab offers the saved ones to open. */
export function VoyagePicker() {
  const { problem } = useOpenVoyage();
  return (
    <div className="voyage-picker">
      <h2>Forecast along the route</h2>
      <p>Open a voyage to see the weather where the ship will be.</p>
      {problem && <p role="alert">{problem}</p>}
      <SavedVoyagePicker />
    </div>
  );
}
