/** The react-admin resource, also the route of spec §2 ('/equipments'). */
export const EQUIPMENT_RESOURCE = 'equipments';
