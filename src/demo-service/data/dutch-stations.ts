/**
 * The 40 main Dutch railway stations the demo's mixer routes its trains between (the place search
 * answers all 399 and the bus stops: dutch-transit-places.ts): NS station codes, names and positions. Every name and position
 * agrees within 0.2 km with DB's HAFAS station list (npm db-hafas-stations 2.0.0; station data
 * DB InfraGO, CC BY 4.0, and OpenStreetMap contributors), which is too large to ship for 40
 * stations: its excerpt in test/fixtures/db-hafas-stations/ checks this table.
 */

export interface Station {
  code: string;
  name: string;
  city: string;
  lat: number;
  lon: number;
}

const s = (code: string, name: string, city: string, lat: number, lon: number): Station => ({ code, name, city, lat, lon });

export const dutchStations: readonly Station[] = [
  s('ASD', 'Amsterdam Centraal', 'Amsterdam', 52.3789, 4.9003),
  s('ASS', 'Amsterdam Sloterdijk', 'Amsterdam', 52.3889, 4.8378),
  s('ASDZ', 'Amsterdam Zuid', 'Amsterdam', 52.3389, 4.8722),
  s('ASB', 'Amsterdam Bijlmer ArenA', 'Amsterdam', 52.3122, 4.9469),
  s('SHL', 'Schiphol Airport', 'Haarlemmermeer', 52.3092, 4.7617),
  s('HLM', 'Haarlem', 'Haarlem', 52.3878, 4.6383),
  s('LEDN', 'Leiden Centraal', 'Leiden', 52.1664, 4.4817),
  s('GVC', 'Den Haag Centraal', 'Den Haag', 52.0808, 4.3247),
  s('GV', 'Den Haag HS', 'Den Haag', 52.0697, 4.3222),
  s('DT', 'Delft', 'Delft', 52.0067, 4.3564),
  s('RTD', 'Rotterdam Centraal', 'Rotterdam', 51.9250, 4.4689),
  s('RTB', 'Rotterdam Blaak', 'Rotterdam', 51.9197, 4.4894),
  s('DDR', 'Dordrecht', 'Dordrecht', 51.8075, 4.6683),
  s('BD', 'Breda', 'Breda', 51.5953, 4.7800),
  s('UT', 'Utrecht Centraal', 'Utrecht', 52.0894, 5.1100),
  s('AMF', 'Amersfoort Centraal', 'Amersfoort', 52.1533, 5.3739),
  s('HT', "'s-Hertogenbosch", "'s-Hertogenbosch", 51.6906, 5.2936),
  s('EHV', 'Eindhoven Centraal', 'Eindhoven', 51.4431, 5.4811),
  s('TB', 'Tilburg', 'Tilburg', 51.5606, 5.0833),
  s('NM', 'Nijmegen', 'Nijmegen', 51.8433, 5.8528),
  s('AH', 'Arnhem Centraal', 'Arnhem', 51.9847, 5.8986),
  s('APD', 'Apeldoorn', 'Apeldoorn', 52.2094, 5.9700),
  s('DV', 'Deventer', 'Deventer', 52.2572, 6.1606),
  s('ZL', 'Zwolle', 'Zwolle', 52.5047, 6.0906),
  s('GN', 'Groningen', 'Groningen', 53.2106, 6.5647),
  s('LW', 'Leeuwarden', 'Leeuwarden', 53.1961, 5.7925),
  s('ES', 'Enschede', 'Enschede', 52.2222, 6.8903),
  s('HGL', 'Hengelo', 'Hengelo', 52.2619, 6.7939),
  s('MT', 'Maastricht', 'Maastricht', 50.8497, 5.7058),
  s('VL', 'Venlo', 'Venlo', 51.3647, 6.1711),
  s('RM', 'Roermond', 'Roermond', 51.1931, 5.9936),
  s('AMR', 'Alkmaar', 'Alkmaar', 52.6378, 4.7394),
  s('HDR', 'Den Helder', 'Den Helder', 52.9553, 4.7606),
  s('ALM', 'Almere Centrum', 'Almere', 52.3750, 5.2175),
  s('LLS', 'Lelystad Centrum', 'Lelystad', 52.5086, 5.4750),
  s('VS', 'Vlissingen', 'Vlissingen', 51.4444, 3.5967),
  s('GD', 'Gouda', 'Gouda', 52.0175, 4.7044),
  s('HVS', 'Hilversum', 'Hilversum', 52.2261, 5.1817),
  s('ZD', 'Zaandam', 'Zaanstad', 52.4389, 4.8139),
  s('HRL', 'Heerlen', 'Heerlen', 50.8911, 5.9744),
];
