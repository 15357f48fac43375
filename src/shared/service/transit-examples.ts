/** Spec-shaped transit mixer messages, for the transit tests, the demo service and the client. */
import type { TransitOptionMessage } from './transit';

const estimatedCall = {
  quay: { id: 'NSR:Quay:1', name: 'Centraal', latitude: 52.37, longitude: 4.9 },
  aimedPlatform: '5a',
  aimedDepartureTime: '2025-06-15T10:00:00+02:00',
  destinationDisplay: { frontText: 'Utrecht' },
};

/** A mixer message as the spec shapes it, for the transit tests and the demo service. */
export const transitOptionExample: TransitOptionMessage = {
  grade: 1,
  trips: [
    {
      id: 'trip-1',
      legs: [
        {
          distance: 400,
          duration: 5,
          aimedStartTime: '2025-06-15T09:50:00+02:00',
          aimedEndTime: '2025-06-15T09:55:00+02:00',
          expectedStartTime: '2025-06-15T09:50:00+02:00',
          expectedEndTime: '2025-06-15T09:55:00+02:00',
          pointsOnLink: { length: 2, points: '_p~iF~ps|U_ulLnnqC' },
          nonTransitLeg: {
            mode: 'WALK',
            fromPlace: { name: 'Home', latitude: 52.36, longitude: 4.88 },
            toPlace: { name: 'Centraal', latitude: 52.37, longitude: 4.9, quay: estimatedCall.quay },
          },
        },
        {
          distance: 35_000,
          duration: 27,
          aimedStartTime: '2025-06-15T10:00:00+02:00',
          aimedEndTime: '2025-06-15T10:27:00+02:00',
          expectedStartTime: '2025-06-15T10:01:00+02:00',
          expectedEndTime: '2025-06-15T10:28:00+02:00',
          pointsOnLink: { length: 2, points: '_p~iF~ps|U_ulLnnqC' },
          transitLeg: {
            id: 'leg-2',
            mode: 'RAIL',
            realtime: true,
            line: {
              id: 'L1',
              name: 'Intercity',
              publicCode: 'IC',
              presentation: {},
              transportMode: 'rail',
              transportSubmode: 'interregionalRail',
            },
            authority: { id: 'NS', url: 'https://ns.example', name: 'NS', phone: '+31 30 000 0000', timezone: 'Europe/Amsterdam' },
            serviceDate: '2025-06-15',
            serviceJourney: {
              id: 'SJ1',
              publicCode: '3000',
              privateCode: '3000',
              bikesAllowed: true,
              directionType: 'outbound',
              transportMode: 'rail',
              transportSubmode: 'interregionalRail',
            },
            fromEstimatedCall: estimatedCall,
            toEstimatedCall: { ...estimatedCall, quay: { ...estimatedCall.quay, wheelchairAccessible: true } },
            intermediateEstimatedCalls: [],
          },
        },
      ],
      distance: 35_400,
      duration: 38,
      walkTime: 5,
      transfers: 0,
      waitingTime: 5,
      streetDistance: 400,
      aimedStartTime: '2025-06-15T09:50:00+02:00',
      aimedEndTime: '2025-06-15T10:27:00+02:00',
      expectedStartTime: '2025-06-15T09:50:00+02:00',
      expectedEndTime: '2025-06-15T10:28:00+02:00',
    },
  ],
  timestamp: '2025-06-15T09:45:00+02:00',
  containsOnDemand: false,
  modifiers: ['bicycle-first-stretch'],
};
