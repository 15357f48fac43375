/**
 * Dutch motorways A1..A28 as a few real-ish junction towns each (lon/lat of the town, near the
 * road), for the simulated traffic events.
 */

export interface RoadPlace {
  name: string;
  lat: number;
  lon: number;
}

export interface Motorway {
  number: string;
  places: RoadPlace[];
}

const p = (name: string, lat: number, lon: number): RoadPlace => ({ name, lat, lon });

export const dutchMotorways: readonly Motorway[] = [
  { number: 'A1', places: [p('Amsterdam', 52.33, 4.95), p('Muiden', 52.33, 5.07), p('Amersfoort', 52.17, 5.39), p('Apeldoorn', 52.21, 5.96), p('Deventer', 52.25, 6.16), p('Hengelo', 52.27, 6.79)] },
  { number: 'A2', places: [p('Amsterdam', 52.31, 4.92), p('Utrecht', 52.07, 5.05), p('Den Bosch', 51.70, 5.30), p('Eindhoven', 51.44, 5.42), p('Weert', 51.25, 5.70), p('Maastricht', 50.85, 5.70)] },
  { number: 'A4', places: [p('Amsterdam', 52.34, 4.82), p('Schiphol', 52.30, 4.75), p('Leiden', 52.15, 4.50), p('Den Haag', 52.05, 4.38), p('Rotterdam', 51.92, 4.38), p('Bergen op Zoom', 51.50, 4.30)] },
  { number: 'A6', places: [p('Muiderberg', 52.33, 5.12), p('Almere', 52.37, 5.22), p('Lelystad', 52.50, 5.47), p('Emmeloord', 52.71, 5.75), p('Joure', 52.97, 5.80)] },
  { number: 'A7', places: [p('Zaandam', 52.44, 4.83), p('Hoorn', 52.64, 5.05), p('Afsluitdijk', 53.00, 5.15), p('Heerenveen', 52.96, 5.92), p('Groningen', 53.21, 6.56), p('Nieuweschans', 53.18, 7.20)] },
  { number: 'A9', places: [p('Alkmaar', 52.63, 4.75), p('Velsen', 52.45, 4.65), p('Badhoevedorp', 52.33, 4.78), p('Amstelveen', 52.30, 4.86), p('Diemen', 52.33, 4.97)] },
  { number: 'A10', places: [p('Coenplein', 52.41, 4.89), p('Sloterdijk', 52.39, 4.83), p('Amstel', 52.33, 4.91), p('Watergraafsmeer', 52.35, 4.95)] },
  { number: 'A12', places: [p('Den Haag', 52.07, 4.34), p('Gouda', 52.02, 4.70), p('Utrecht', 52.08, 5.13), p('Arnhem', 52.00, 5.93), p('Zevenaar', 51.93, 6.08)] },
  { number: 'A13', places: [p('Den Haag', 52.04, 4.36), p('Delft', 52.00, 4.37), p('Rotterdam', 51.93, 4.44)] },
  { number: 'A15', places: [p('Maasvlakte', 51.95, 4.05), p('Rotterdam', 51.87, 4.45), p('Gorinchem', 51.83, 4.97), p('Tiel', 51.88, 5.42), p('Nijmegen', 51.89, 5.85)] },
  { number: 'A16', places: [p('Rotterdam', 51.93, 4.50), p('Dordrecht', 51.80, 4.66), p('Breda', 51.59, 4.78), p('Hazeldonk', 51.50, 4.75)] },
  { number: 'A17', places: [p('Moerdijk', 51.70, 4.60), p('Roosendaal', 51.53, 4.45)] },
  { number: 'A18', places: [p('Doetinchem', 51.96, 6.29), p('Varsseveld', 51.94, 6.46), p('Enschede', 52.10, 6.85)] },
  { number: 'A20', places: [p('Maassluis', 51.92, 4.25), p('Rotterdam', 51.95, 4.47), p('Gouda', 52.01, 4.68)] },
  { number: 'A22', places: [p('Velsen', 52.46, 4.67), p('Beverwijk', 52.48, 4.66)] },
  { number: 'A27', places: [p('Almere', 52.39, 5.24), p('Hilversum', 52.23, 5.18), p('Utrecht', 52.09, 5.16), p('Gorinchem', 51.84, 4.98), p('Breda', 51.60, 4.82)] },
  { number: 'A28', places: [p('Utrecht', 52.09, 5.17), p('Amersfoort', 52.16, 5.40), p('Zwolle', 52.51, 6.08), p('Hoogeveen', 52.72, 6.48), p('Groningen', 53.19, 6.57)] },
];
