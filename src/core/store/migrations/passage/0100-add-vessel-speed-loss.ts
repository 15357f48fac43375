import type { Migration } from '../../migrate';

/**
 * The default vessel's speed-loss table as Kwon's method gives it for a 140 m general cargo ship
 * of Cb 0.70 and 16,000 t, laden, at 12 kn (src/shared/voyage/kwon-speed-loss.ts). Written out
 * so the migration means the same forever; a test checks the code's default still agrees.
 */
export const defaultSpeedLossJson =
  '{"lossPercent":[[0,0,0,0],[0.9,0.7,0,0],[1.9,1.5,0,0],[3.1,2.6,0.6,0],[5.7,4.9,1.9,0],[13.2,11,5.5,0.9],[33.3,26.3,15,4.7],[82,58.6,34.4,15.2],[100,100,61.8,37.4],[100,100,71.1,73],[100,100,71.1,100],[100,100,71.1,100],[100,100,71.1,100]],"hull":{"lengthBetweenPerpendicularsM":140,"blockCoefficient":0.7,"displacementT":16000,"loading":"laden","containerShip":false},"editedByNavigator":false}';

export const addVesselSpeedLoss: Migration = {
  version: 100,
  name: '0100-add-vessel-speed-loss',
  up(db) {
    // Issue 24: her speed through the water by Beaufort force and the weather's sector on the
    // bow, one JSON document read and written whole (checked by its zod schema both ways). A
    // navigator's own ship gets none: a hull is not to be guessed (NULL, and the router says it
    // keeps the service speed); the default vessel gets the table its own default hull gives.
    db.exec(`ALTER TABLE vessel_profiles ADD COLUMN speed_loss_json TEXT;`);
    db.prepare(`UPDATE vessel_profiles SET speed_loss_json = ? WHERE id = 'default'`).run(defaultSpeedLossJson);
  },
};
