/** Spanish texts of the statechart studio (`/statecharts`); the diagram's own are in src/shared/chart. */
export const studioMessages = {
  view: {
    title: 'Estudio de diagramas de estado',
    intro:
      'Cada flujo de Muro Pride como diagrama de estados: míralo, simúlalo paso a paso y obtén sus rutas de prueba.',
    noMachines: 'Aún no hay máquinas en machines/*.machine.ts.',
  },
  nav: {
    label: 'Máquinas de estado',
  },
  live: {
    title: 'En vivo',
    noActors: 'Sin actores en ejecución. Abre la aplicación en modo desarrollo',
    noActorsWhere: 'en otra pestaña.',
    show: 'Ver en el diagrama',
    showNamed: (machineId: string, sessionId: string) => `Ver en el diagrama ${machineId} (${sessionId})`,
  },
  machine: {
    file: 'Archivo:',
    id: 'id',
    liveState: (sessionId: string, state: string) => `Estado en vivo (${sessionId}): ${state}`,
    drawing: 'Dibujando el diagrama',
    drawFailed: 'No se pudo dibujar el diagrama',
    legend:
      'Borde verde grueso y ▶: estado de la simulación. Morado punteado: estado en vivo. Recuadro punteado: región paralela (‖). Punto negro: estado inicial. Doble borde: estado final.',
    simulation: 'Simulación',
  },
  diagram: {
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    fit: 'Ajustar a la vista',
    scaleLabel: 'Escala del diagrama',
    scale: (percent: number) => `${percent} %`,
    partial:
      'Vista parcial: arrastra el diagrama o usa las flechas para recorrerlo; «Ajustar a la vista» lo muestra completo.',
    viewport: (title: string) =>
      `Diagrama de ${title}. Flechas para desplazar, + y − para acercar o alejar, 0 para ajustar.`,
    chartTitle: (title: string) => `Diagrama de estados: ${title}`,
  },
  simulation: {
    currentState: (state: string) => `Estado actual: ${state}`,
    finished: ' (estado final: la máquina terminó)',
    stopped: 'La máquina se detuvo por un error',
    inputHint: 'Si necesita datos de entrada, decláralos en',
    inputHintWhere: 'de la máquina.',
    sendFailed: 'No se pudo enviar el evento',
    events: 'Eventos posibles',
    noEvents: 'Ningún evento cambia este estado.',
    payloadLabel: (type: string) => `Datos de ${type}`,
    context: 'Contexto',
    contextLabel: 'Contexto de la máquina',
  },
  actors: {
    title: 'Actores en curso',
    where: (id: string, stateId: string) => `(id ${id}, en ${stateId})`,
    resultLabel: (id: string) => `Resultado de ${id}`,
    resolve: 'Resolver',
    resolveNamed: (id: string) => `Resolver ${id}`,
    errorLabel: (id: string) => `Error de ${id}`,
    fail: 'Fallar',
    failNamed: (id: string) => `Fallar ${id}`,
    timers: 'Temporizadores',
    fire: (delay: string) => `Disparar ${delay}`,
  },
  payload: {
    invalidJson: 'JSON no válido',
    notParsed: 'JSON no válido.',
    notObject: 'Los datos deben ser un objeto JSON, por ejemplo {"email": "ana@ejemplo.mx"}.',
  },
  history: {
    title: 'Historial',
    undo: 'Deshacer',
    reset: 'Reiniciar',
    start: 'Inicio',
    actions: (names: string) => ` · acciones registradas (sin efecto): ${names}`,
    unchanged: ' → sin cambio (ninguna transición habilitada)',
  },
  paths: {
    title: 'Rutas de prueba',
    listing: 'Listado para QA en el repositorio:',
    strategyLabel: 'Estrategia de rutas',
    shortest: 'Más cortas',
    simple: 'Simples',
    compute: 'Calcular rutas',
    download: 'Descargar rutas (.md)',
    summary: (counts: {
      paths: number;
      states: number;
      allStates: number;
      transitions: number;
      allTransitions: number;
    }) =>
      `${counts.paths} rutas · estados alcanzados ${counts.states} de ${counts.allStates} · transiciones cubiertas ${counts.transitions} de ${counts.allTransitions}`,
    reaches: 'Llega a',
    initialState: ' (estado inicial)',
  },
  /** Written where a machine names nothing: inline guards, actions and actors, computed delays, a failure's error. */
  fallbacks: {
    guard: 'guarda en línea',
    delay: 'expresión',
    action: 'acción en línea',
    actor: 'actor en línea',
    actorError: 'Error simulado',
  },
} as const;
