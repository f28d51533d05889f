return function() end
